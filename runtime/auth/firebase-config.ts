// The Firebase web config the identity services need (page init data `firebase`).
export interface FirebaseConfig {
  apiKey: string;
  /** Where the Google popup's auth handler lives; `<projectId>.firebaseapp.com` when not set. */
  authDomain?: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099 in the devstore. */
  emulatorUrl?: string;
}
