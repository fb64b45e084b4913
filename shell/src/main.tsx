// Entry of the shell: the portal's shared styles, then start-up.
import '@portal/shared/ui/tokens.css';
import '@portal/shared/ui/base.css';
import './styles/shell.css';
import './styles/user-menu.css';
import './styles/area-nav.css';
import './styles/home-and-footer.css';
import './styles/outbox-and-notices.css';
import './styles/passkeys.css';
import { start } from './bootstrap';

const container = document.getElementById('root');
if (container) void start(container);
