// The embedded admin's entry: reads what the page handed over (#status-embedded-boot) and renders.
import '@shopify/polaris/build/esm/styles.css';
import { createRoot } from 'react-dom/client';
import type { EmbeddedBoot } from '../boot.ts';
import { EmbeddedApp } from './EmbeddedApp.tsx';
import { takeUrlToken } from './session-token.ts';
import './embedded.css';

takeUrlToken();
const boot = JSON.parse(document.getElementById('status-embedded-boot')!.textContent!) as EmbeddedBoot;
createRoot(document.getElementById('root')!).render(<EmbeddedApp boot={boot} />);
