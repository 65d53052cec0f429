/** One plan on /pricing: name, price, trial terms and the button to its checkout. */
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { Icon } from "./icons";
import { LocalizedLink } from "@/components/localized-link";

interface PlanCardProps {
  plan: "monthly" | "yearly";
  name: string;
  description: string;
  price: string;
  period: string;
  afterTrial: string;
  cta: string;
  points: string[];
  perMonth?: string;
  saving?: string;
  badge?: string;
  featured?: boolean;
}

export function PlanCard({
  plan,
  name,
  description,
  price,
  period,
  afterTrial,
  cta,
  points,
  perMonth,
  saving,
  badge,
  featured,
}: PlanCardProps) {
  return (
    <Card className={cn("relative", featured && "border-2 border-primary shadow-lg")} data-plan={plan}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" className="text-xl">
            {name}
          </CardTitle>
          {badge && <Badge variant={featured ? "default" : "secondary"}>{badge}</Badge>}
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold tracking-tight">{price}</span>
          <span className="text-muted-foreground">{period}</span>
        </p>
        {(perMonth || saving) && (
          <div className="-mt-2 flex flex-col gap-0.5 text-sm">
            {perMonth && <p className="text-muted-foreground">{perMonth}</p>}
            {saving && <p className="font-medium text-success">{saving}</p>}
          </div>
        )}
        <p className="text-sm">{afterTrial}</p>
        <ul className="flex flex-col gap-2 text-sm">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <Icon name="Check" className="size-4 shrink-0 text-success" />
              {point}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button
          asChild
          size="lg"
          variant={featured ? "default" : "outline"}
          className="h-auto min-h-12 w-full whitespace-normal py-2.5 text-center"
        >
          <LocalizedLink href={{ pathname: "/checkout", query: { plan } }}>
            {cta}
            {/* Both buttons read the same; the plan name tells them apart for screen readers. */}
            <span className="sr-only"> ({name})</span>
          </LocalizedLink>
        </Button>
      </CardFooter>
    </Card>
  );
}
