export { type Breadcrumb, PageLayout, type PageLayoutProps } from './PageLayout.tsx';
