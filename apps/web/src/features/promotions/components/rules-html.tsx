import { HtmlContent } from '../../../components/ui/html-content';

/** The activity's rules: operator HTML the server sanitised, shown as the content pages show it. */
export function RulesHtml({ html }: { html: string }) {
  return <HtmlContent html={html} className="promo-rules" testId="promotion-rules" />;
}
