"use client";
import { useErrorTexts } from "@/components/error-texts";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useErrorTexts();
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t.title}</h1>
      <p className="text-muted-foreground">{t.body}</p>
      <button type="button" onClick={reset} className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
        {t.retry}
      </button>
    </main>
  );
}
