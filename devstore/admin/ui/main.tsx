// The admin UI's entry: reads what the storefront's page handed over (#status-admin-boot) and renders.
import { createRoot } from 'react-dom/client';
import type { AdminBoot } from '../../../server/admin-app/boot.ts';
import { App } from './App.tsx';
import './admin.css';

const bootElement = document.getElementById('status-admin-boot')!;
const boot = JSON.parse(bootElement.textContent!) as AdminBoot;
// The admin token lives on in the app only, not in the DOM (the page's COOP keeps openers out in the first place).
bootElement.remove();
createRoot(document.getElementById('root')!).render(<App boot={boot} />);
