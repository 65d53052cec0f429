import { renderActionMail } from "./action-mail";

describe("renderActionMail", () => {
  const href = "http://localhost:3000/api/auth/verify?token=abc_DEF-123&uid=7f0c1d2e-aaaa-bbbb-cccc-0123456789ab";

  test("escapes what users wrote and keeps the link whole in both parts", async () => {
    const mail = await renderActionMail({
      locale: "en",
      to: "a@test.local",
      subject: "Reminder: <Gym> & stretch",
      paragraphs: ['Time for "<script>alert(1)</script>" & friends'],
      action: { label: "Open Rhythm", href },
      footer: "You get this because you asked for it.",
    });
    expect(mail.html).not.toContain("<script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.html).toContain(href.replace(/&/g, "&amp;"));
    expect(mail.text).toBe(
      `Time for "<script>alert(1)</script>" & friends\n\n${href}\n\nYou get this because you asked for it.`,
    );
  });

  test("Arabic mails are right-to-left and say so in lang", async () => {
    const mail = await renderActionMail({
      locale: "ar",
      to: "a@test.local",
      subject: "تذكير",
      paragraphs: ["حان وقت التمرين"],
      action: { label: "افتح Rhythm", href, intro: "راجع اشتراكك:" },
    });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('lang="ar"');
    expect(mail.html).toContain("text-align:right");
    expect(mail.text).toBe(`حان وقت التمرين\n\nراجع اشتراكك:\n${href}`);
  });
});
