import type { ReactNode } from 'react';
import { ERROR_COLOR } from './plain-styles';

/** An error message announced to screen readers, styled like antd's error Alert. */
export function PlainErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div className="wp-alert" role="alert">
      <svg aria-hidden width="16" height="16" viewBox="0 0 16 16" style={{ flex: 'none', marginTop: 3 }}>
        <circle cx="8" cy="8" r="8" fill={ERROR_COLOR} />
        <path d="M5.5 5.5l5 5m0-5l-5 5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </div>
  );
}
