import { isSsoRedirectPage } from './features/auth/sso/sso-redirect';

// The single sign-on pop-up only relays the provider's answer; everything else boots the portal.
// Async boundary: shared singletons must be negotiated before any of them is evaluated.
if (isSsoRedirectPage()) void import('./features/auth/sso/redirect-bridge');
else void import('./bootstrap');
