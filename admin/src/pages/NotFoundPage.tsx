import { MessagePanel } from '../components/MessagePanel';
import { NOT_FOUND } from '../messages';

/** Any unknown path under /crm (react-admin catchAll). */
export const NotFoundPage = () => <MessagePanel heading={NOT_FOUND.heading} text={NOT_FOUND.text} />;
