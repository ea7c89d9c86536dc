import { en } from '@inkstone/contract/messages/en';
import { validationMessages } from '../../validation-messages.ts';

/** Form rules of SPEC §5: the server's own texts (contract `messages/en.ts`), word for word. */
export default validationMessages(en);
