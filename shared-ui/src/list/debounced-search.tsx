import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

type Props = {
  placeholder: string;
  /** Milliseconds to wait after the last keystroke (spec §9: 1000 on Clients and Projects, 500 on Employees). */
  debounceMs: number;
  onSearch: (text: string) => void;
};

/** A search box that passes its text on once typing pauses; clearing it searches at once. */
export function DebouncedSearch({ placeholder, debounceMs, onSearch }: Props) {
  const [text, setText] = useState('');
  const search = useEffectEvent((value: string) => onSearch(value));
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const delay = text === '' ? 0 : debounceMs;
    const timer = window.setTimeout(() => search(text.trim()), delay);
    return () => window.clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={placeholder.replace(/\.\.\.$/, '')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      style={{ maxWidth: 360 }}
    />
  );
}
