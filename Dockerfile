# Production image: Next standalone output on node:24-slim, run as a non-root user.
# Use with a PostgreSQL server (DATABASE_URL); see compose.yaml.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24-slim AS build
WORKDIR /app
# The landing and pricing pages are prerendered at build time, so the public URL (canonical links,
# sitemap, OpenGraph) and the prices they show are fixed here: pass the production values with
# --build-arg (compose.yaml does), and the same values again at run time.
ARG APP_URL=http://localhost:3000
ARG PRICE_MONTHLY_CENTS=1200
ARG PRICE_YEARLY_CENTS=9600
ARG PRICE_CURRENCY=usd
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone APP_URL=$APP_URL PRICE_MONTHLY_CENTS=$PRICE_MONTHLY_CENTS PRICE_YEARLY_CENTS=$PRICE_YEARLY_CENTS PRICE_CURRENCY=$PRICE_CURRENCY
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:24-slim AS run
WORKDIR /app
# The memory ceiling `npm start` sets (scripts/start.mjs, README "Memory"): override NODE_OPTIONS to change it.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 KEEP_ALIVE_TIMEOUT=65000 NODE_OPTIONS=--max-old-space-size=512 MALLOC_ARENA_MAX=2
RUN groupadd --system rhythm && useradd --system --gid rhythm --home /app rhythm
COPY --from=build --chown=rhythm:rhythm /app/.next/standalone ./
COPY --from=build --chown=rhythm:rhythm /app/.next/static ./.next/static
COPY --from=build --chown=rhythm:rhythm /app/public ./public
COPY --from=build --chown=rhythm:rhythm /app/src/server/db/migrations ./src/server/db/migrations
USER rhythm
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server.js"]
