import { zh_CN } from '@inkstone/contract/messages/zh_CN';
import type source from '../en/validation.ts';
import type { Catalogue } from '../../catalogue.ts';
import { validationMessages } from '../../validation-messages.ts';

/** Form rules of SPEC §5: the server's own texts (contract `messages/zh_CN.ts`), word for word. */
export default validationMessages(zh_CN) satisfies Catalogue<typeof source>;
