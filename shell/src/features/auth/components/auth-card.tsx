import type { ReactNode } from 'react';
import { PlainStyles, PRIMARY_COLOR } from '../internal/plain-styles';

/** The product brand (shared-ui's BRAND_NAME; importing shared-ui here would load antd with the sign-in page). */
const BRAND_NAME = 'Workforce Portal';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

/**
 * Centred card with the brand, used by the sign-in and password pages (no side navigation). Plain HTML, no antd:
 * it is part of the sign-in page, whose JavaScript has a size budget (docs/performance.md, Frontend).
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <main className="wp-page">
      <PlainStyles />
      <div className="wp-card">
        <div className="wp-brand">
          <svg aria-hidden width="28" height="28" viewBox="0 0 28 28" fill={PRIMARY_COLOR}>
            <rect x="2" y="2" width="11" height="11" rx="2" />
            <rect x="15" y="2" width="11" height="11" rx="2" />
            <rect x="2" y="15" width="11" height="11" rx="2" />
            <rect x="15" y="15" width="11" height="11" rx="2" />
          </svg>
          <span>{BRAND_NAME}</span>
        </div>
        <h1 className="wp-title">{title}</h1>
        {subtitle ? <p className="wp-subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
