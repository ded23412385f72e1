import { ToastProvider } from "~/components/ui/Toast";
import { ContactForm, type ContactFormProps } from "./ContactForm";

/**
 * The contact form as the page's one island (client:idle on /contact): the form
 * and the toasts that report its outcome share one React root.
 */
export function ContactFormIsland(props: ContactFormProps) {
  return (
    <ToastProvider text={props.copy.toast}>
      <ContactForm {...props} />
    </ToastProvider>
  );
}
