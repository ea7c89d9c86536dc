import { validationMessages } from '../../validation-messages.ts';

/** Form rules of SPEC §5: the server's own texts (contract `messages.ts`), word for word. */
export default validationMessages('en');
