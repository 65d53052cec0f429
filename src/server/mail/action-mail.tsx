import "server-only";
/**
 * Every mail Rhythm sends is one short message with one action: a few paragraphs, a button, a
 * footer. react-email renders the HTML (escaping every text, `lang` and `dir` for Arabic, the
 * product's look); the plain-text part is written from the same content, line by line, so links
 * are never wrapped or reflowed.
 */
import { Body, Button, Container, Head, Html, Preview, Section, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { directionOf, type Locale } from "@/i18n/locales";
import type { Mail } from "./send-mail";

interface ActionMailContent {
  locale: Locale;
  to: string;
  subject: string;
  paragraphs: string[];
  action: {
    label: string;
    href: string;
    /** A line written just before the link in the plain-text part ("Review or cancel:"). */
    intro?: string;
  };
  footer?: string;
}

const colors = { ink: "#0f172a", muted: "#64748b", brand: "#4f46e5", page: "#f8fafc", card: "#ffffff" };

function ActionMail({ locale, subject, paragraphs, action, footer }: ActionMailContent) {
  const dir = directionOf(locale);
  const align = dir === "rtl" ? "right" : "left";
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{subject}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: "system-ui, -apple-system, Segoe UI, sans-serif" }}>
        <Container style={{ backgroundColor: colors.card, padding: "24px", borderRadius: "12px", maxWidth: "520px" }}>
          <Text
            style={{ color: colors.brand, fontWeight: 700, fontSize: "18px", margin: "0 0 16px", textAlign: align }}
          >
            Rhythm
          </Text>
          {paragraphs.map((p, i) => (
            <Text key={i} style={{ color: colors.ink, fontSize: "15px", lineHeight: "24px", textAlign: align }}>
              {p}
            </Text>
          ))}
          {action.intro ? (
            <Text style={{ color: colors.ink, fontSize: "15px", lineHeight: "24px", textAlign: align }}>
              {action.intro}
            </Text>
          ) : null}
          <Section style={{ margin: "20px 0", textAlign: align }}>
            <Button
              href={action.href}
              style={{
                backgroundColor: colors.brand,
                color: "#ffffff",
                padding: "12px 20px",
                borderRadius: "8px",
                fontWeight: 600,
                textDecoration: "none",
              }}
            >
              {action.label}
            </Button>
          </Section>
          {footer ? (
            <Text style={{ color: colors.muted, fontSize: "13px", lineHeight: "20px", textAlign: align }}>
              {footer}
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The mail's HTML (react-email) and plain-text parts. */
export async function renderActionMail(content: ActionMailContent): Promise<Mail> {
  const html = await render(<ActionMail {...content} />);
  const link = content.action.intro ? `${content.action.intro}\n${content.action.href}` : content.action.href;
  const text = [...content.paragraphs, link, content.footer].filter((part) => !!part).join("\n\n");
  return { to: content.to, subject: content.subject, html, text };
}
