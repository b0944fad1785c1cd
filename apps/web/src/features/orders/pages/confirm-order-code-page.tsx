import { isConfirmCode } from '@shop/core/orders/confirm-code';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ConfirmOrderOutcome } from './confirm-order-page';

/** A code that cannot be one (wrong length or letters) never reaches the server, so the page says this itself. */
const unusableCodeMessage = 'This confirmation link is incomplete. Please open the link in our WhatsApp message exactly as it was sent.';

/**
 * docs/product.md §2 Short confirm link (/c/{code}): the link of the owner's WhatsApp confirmation
 * (decision 019). The same card and outcomes as the emailed link's page; it POSTs `{ code }`. A chat
 * app may take a full stop or a bracket after the link into it, so those are left off the code.
 */
export function ConfirmOrderCodePage() {
  const { code: pathCode = '' } = useParams();
  const code = pathCode.replace(/[.,;:!?'")\]]+$/, '');
  const proof = useMemo(() => (isConfirmCode(code) ? { code } : null), [code]);
  return <ConfirmOrderOutcome proof={proof} unusableMessage={unusableCodeMessage} />;
}
