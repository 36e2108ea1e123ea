import type { DatePickerProps } from 'antd';
import 'dayjs/locale/en-gb';

/** antd merges this into its own English: weeks in a picker start on Monday and are numbered as ISO weeks. */
export const MONDAY_FIRST = { lang: { locale: 'en-gb' } } as DatePickerProps['locale'];
