// The admin UI's entry: reads what the storefront's page handed over (#status-admin-boot) and renders.
import { createRoot } from 'react-dom/client';
import type { AdminBoot } from '../boot.ts';
import { App } from './App.tsx';
import './admin.css';

const boot = JSON.parse(document.getElementById('status-admin-boot')!.textContent!) as AdminBoot;
createRoot(document.getElementById('root')!).render(<App boot={boot} />);
