// Headings may use customer fields, with fallback text when a placeholder field is missing.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatHeading, routeHeading } from './heading.ts';
import { renderWithRuntime, settle } from '../../../tests/render-app.tsx';

describe('formatHeading', () => {
  it('fills placeholders from the customer', () => {
    expect(formatHeading('Hi {firstName}', { customerId: '1', firstName: 'Jane' }, 'For you')).toBe('Hi Jane');
  });

  it('falls back when a field is missing or blank, or there is no customer', () => {
    expect(formatHeading('Hi {firstName}', { customerId: '1' }, 'For you')).toBe('For you');
    expect(formatHeading('Hi {firstName}', { customerId: '1', firstName: '  ' }, 'For you')).toBe('For you');
    expect(formatHeading('Hi {firstName}', null, 'For you')).toBe('For you');
  });

  it('reads personalizations too, and leaves plain text alone', () => {
    const customer = { customerId: '1', personalizations: { style: ['casual', 'sporty'] } };
    expect(formatHeading('Your {style} picks', customer, 'Picks')).toBe('Your casual, sporty picks');
    expect(formatHeading('Orders', null, 'x')).toBe('Orders');
  });

  it('routeHeading uses the declared fallback, else the tab label', () => {
    const t = (key: string) => ({ 'nav.foryou': 'For you' })[key] ?? key;
    const route = (definition: object) => ({ name: 'foryou', params: [], hash: '#status-foryou', definition: { name: 'foryou', tab: true, ...definition } });
    expect(routeHeading(route({ heading: 'Hi {firstName}', headingFallback: 'Welcome' }), null, t)).toBe('Welcome');
    expect(routeHeading(route({ heading: 'Hi {firstName}' }), null, t)).toBe('For you');
    expect(routeHeading(route({}), null, t)).toBe('For you');
    expect(routeHeading({ ...route({ tab: false }), name: 'saved-from-cart' }, null, t)).toBe('Saved from cart');
  });
});

describe('the For you heading', { timeout: 20_000 }, () => {
  it('greets a customer by first name', async () => {
    const { runtime } = await renderWithRuntime({ initData: { customer: { customerId: '7', firstName: 'Jane' } } });
    runtime.open('#status');
    await settle();
    expect(screen.getByRole('dialog', { name: 'Hi Jane' })).toBeVisible();
  });

  it('falls back to "For you" without a first name', async () => {
    const { runtime } = await renderWithRuntime({ initData: { customer: { customerId: '7' } } });
    runtime.open('#status');
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('For you');
  });
});
