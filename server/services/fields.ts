/** The zod text builders live in server/domain/fields.ts (the web forms use them too); re-exported for services. */
export { lineText, multiLineText, secretText } from '../domain/fields.ts';
