import { useEffect, type RefObject } from 'react';
import { pendingSubmitAttribute } from '@site/document';

/**
 * Sends a form whose Send was held before the app took over (marked by shell/early.js; CSS shows the form's
 * "will be sent in a moment" note meanwhile, ContactForm.module.css), once, through the form's own submit handler, so
 * the visitor sees the usual sending, success or failure. It is sent a task later, out of React's commit, where
 * the handler could not render the errors of an invalid form (flushSync) before focusing the first. The mark
 * goes as it is sent, hiding the note; a cleanup in between (StrictMode's replay) cancels that send.
 */
export function useHeldSubmit(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form?.hasAttribute(pendingSubmitAttribute)) return;
    const send = setTimeout(() => {
      form.removeAttribute(pendingSubmitAttribute);
      form.requestSubmit();
    });
    return () => clearTimeout(send);
  }, [formRef]);
}
