/** Texts of the Ask AI mode that the product spec fixes word for word. */
export const ASK_AI_PLACEHOLDER = 'Ask another question...';
export const ANSWERING_PLACEHOLDER = 'Answering...';
export const ASK_AI_DISCLAIMER = 'Answers are generated with AI which can make mistakes. Verify responses.';
