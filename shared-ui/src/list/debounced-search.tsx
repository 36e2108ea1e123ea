import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

type Props = {
  placeholder: string;
  /** The search in force (from the URL): shown at first, and again whenever it changes from outside (Back, Forward). */
  value: string;
  /** Milliseconds to wait after the last keystroke (spec §9: 1000 on Clients and Projects, 500 on Employees). */
  debounceMs: number;
  onSearch: (text: string) => void;
};

/** A search box that passes its text on once typing pauses; clearing it searches at once. */
export function DebouncedSearch({ placeholder, value, debounceMs, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    // The search this box just made comes back as `value`: the text typed since (a trailing space) stays.
    if (value !== text.trim()) setText(value);
  }
  const search = useEffectEvent((query: string) => onSearch(query));
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
