export { describeMismatch, mismatchOf, sharedVersionRefusal, type SharedVersionMismatch } from './shared-version-refusal';
export { SAFE_TO_COPY } from './choose-share';
