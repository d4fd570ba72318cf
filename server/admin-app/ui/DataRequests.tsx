// The customers' data requests Shopify sent (customers/data_request): each kept export, with a download of the
// JSON file for the merchant to send to the customer (server/admin-app/exports.ts).
import { Banner, BlockStack, Button, Card, InlineStack, Text } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import type { DataExportSummary } from '../exports.ts';
import { bearer, failure } from './api.ts';

type State = { state: 'loading' } | { state: 'ok'; exports: DataExportSummary[] } | { state: 'error'; message: string };

const when = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

export function DataRequests({ apiUrl, shopId, token }: { apiUrl: string; shopId: string; token: () => Promise<string> }) {
  const base = `${apiUrl}/admin/shops/${encodeURIComponent(shopId)}/data-exports`;
  const [list, setList] = useState<State>({ state: 'loading' });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  useEffect(() => {
    (async () => {
      const response = await fetch(base, { headers: await bearer(token), cache: 'no-store' });
      if (!response.ok) throw await failure(response);
      setList({ state: 'ok', exports: ((await response.json()) as { exports: DataExportSummary[] }).exports });
    })().catch((error: Error) => setList({ state: 'error', message: error.message }));
  }, [base, token]);

  const download = async (item: DataExportSummary) => {
    setDownloadError(null);
    try {
      const response = await fetch(`${base}/${item.id}`, { headers: await bearer(token), cache: 'no-store' });
      if (!response.ok) throw await failure(response);
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `customer-data-${item.id}.json`;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      setDownloadError(`The export could not be downloaded: ${(error as Error).message}`);
    }
  };

  return (
    <Card>
      <BlockStack gap="300">
        <BlockStack gap="100">
          <Text as="h2" variant="headingLg">
            Customer data requests
          </Text>
          <Text as="p" tone="subdued">
            When a customer asks your store for their data, Shopify tells Status, and everything Status keeps about them is collected here as a file for you to send them.
          </Text>
        </BlockStack>
        {downloadError && <Banner tone="critical">{downloadError}</Banner>}
        {list.state === 'loading' && <Text as="p">Loading requests…</Text>}
        {list.state === 'error' && <Banner tone="critical">The requests could not be loaded: {list.message}</Banner>}
        {list.state === 'ok' && list.exports.length === 0 && <Text as="p">No requests yet.</Text>}
        {list.state === 'ok' && list.exports.length > 0 && (
          <ul className="data-requests" aria-label="Data requests">
            {list.exports.map((item) => (
              <li key={item.id}>
                <InlineStack align="space-between" blockAlign="center" gap="300">
                  <BlockStack gap="050">
                    <Text as="p" fontWeight="semibold">
                      {item.email ?? `Customer ${item.customerId ?? 'unknown'}`}
                    </Text>
                    <Text as="p" variant="bodySm" tone="subdued">
                      Requested {when(item.createdAt)} · {(item.bytes / 1024).toFixed(1)} KB
                    </Text>
                  </BlockStack>
                  <Button onClick={() => void download(item)} accessibilityLabel={`Download the data of ${item.email ?? `customer ${item.customerId ?? item.id}`}`}>
                    Download
                  </Button>
                </InlineStack>
              </li>
            ))}
          </ul>
        )}
      </BlockStack>
    </Card>
  );
}
