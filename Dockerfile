# One image for the API and the worker; docker-compose.yml picks the command.

# The web pages: built with the dev dependencies (Vite, Preact, CodeMirror), then only web/dist is kept.
FROM node:20.20-bookworm-slim AS pages
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-web.ts scripts/local-state.ts ./scripts/
COPY web ./web
# npm ci's postinstall runs `npm run build:web`.
RUN npm ci --no-audit --no-fund

FROM node:20.20-bookworm-slim

# bubblewrap: the sandbox for candidate code. python3: runs Python submissions inside it.
RUN apt-get update \
  && apt-get install -y --no-install-recommends bubblewrap python3 ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
# The postinstall finds no Vite here and keeps the pages copied in from the build stage.
COPY scripts/build-web.ts scripts/local-state.ts ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
COPY --from=pages /app/web/dist ./web/dist

ENV NODE_ENV=production
USER node
EXPOSE 3000 9464
CMD ["npm", "run", "start:api"]
