// The elements' reserved sizes are shared by the elements chunk and the build (runtime/dom/element-styles.ts);
// the build, the Shopify assets and their tests read them here.
export { ELEMENTS_STYLE_ID, elementsReserveCss } from '../dom/element-styles.ts';
