import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// Hands the provider's answer to the sign-in page that opened this pop-up; MSAL then closes the pop-up.
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Single sign-on answer could not be passed back to the portal', error);
  document.body.textContent = 'Sign-in could not be completed. Close this window and try again.';
});
