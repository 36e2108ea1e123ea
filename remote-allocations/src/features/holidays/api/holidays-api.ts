import { baseApi } from '@portal/shared-auth';
import { READ_TAGS, WRITE_TAGS } from '@portal/shared-contracts/values';
import type { DateRangeQuery, Holiday, HolidayBody, HolidayImportResult, HolidayList } from '@portal/shared-contracts';

export type { Holiday, HolidayBody, HolidayImportResult };

/** The CSV file as multipart/form-data (field `file`), which the portal's base query sends as it is. */
function csvForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

export const holidaysApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHolidays: build.query<HolidayList, DateRangeQuery>({
      query: (params) => ({ url: '/v1/holidays', params }),
      providesTags: READ_TAGS.holidays,
    }),
    addHoliday: build.mutation<Holiday, HolidayBody>({
      query: (body) => ({ url: '/v1/holidays', method: 'POST', body }),
      invalidatesTags: WRITE_TAGS.public_holidays,
    }),
    deleteHoliday: build.mutation<null, number>({
      query: (id) => ({ url: `/v1/holidays/${id}`, method: 'DELETE' }),
      invalidatesTags: WRITE_TAGS.public_holidays,
    }),
    importHolidays: build.mutation<HolidayImportResult, File>({
      query: (file) => ({ url: '/v1/holidays/import', method: 'POST', body: csvForm(file) }),
      invalidatesTags: WRITE_TAGS.public_holidays,
    }),
  }),
});

export const { useGetHolidaysQuery, useAddHolidayMutation, useDeleteHolidayMutation, useImportHolidaysMutation } = holidaysApi;
