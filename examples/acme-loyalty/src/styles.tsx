// The plugin's CSS (./styles.css, minified into the bundle as a string by the SDK preset's `?inline` import).
import css from './styles.css?inline';

export function AcmeStyles() {
  return <style data-plugin="acme-loyalty">{css}</style>;
}
