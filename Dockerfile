# One image for the API and the workers, and the scoring worker's: the same with the toolchains of
# the languages candidates write in. docker-compose.yml picks the image and the command.
# Node 24 LTS. Where no registry is reachable, docker/base-images/build.sh builds the base image.
ARG NODE_VERSION=24.21

# Build: every dependency (Vite builds the web pages in npm ci's postinstall), then only what
# production runs is kept: no dev dependencies, and the Temporal core bridge for this platform only.
# The pages' API types are generated first from the OpenAPI document, which the API's code builds:
# api/ and the folders it may import (docs/architecture.md) are here too. The workspace packages/course
# (@hiring/course) is here before npm ci, which links it into node_modules.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-web.ts scripts/build-api-types.ts scripts/local-state.ts ./scripts/
COPY packages/course ./packages/course
COPY api ./api
COPY db ./db
COPY email ./email
COPY lib ./lib
COPY workflow-contract ./workflow-contract
COPY scoring ./scoring
COPY webhooks ./webhooks
COPY web ./web
# PEM certificates npm must trust beyond Node's own, such as a TLS-inspecting proxy's CA. Only
# this stage sees them: the final image does not carry them.
ARG BUILD_EXTRA_CA_CERTS=""
RUN if [ -n "$BUILD_EXTRA_CA_CERTS" ]; then \
    printf '%s\n' "$BUILD_EXTRA_CA_CERTS" >/tmp/extra-ca.pem && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; \
  fi \
  && npm ci --no-audit --no-fund \
  && npm prune --omit=dev --no-audit --no-fund \
  && npm cache clean --force \
  && find node_modules -mindepth 1 -maxdepth 1 -type d -empty -delete \
  && node -e "const fs=require('fs'),p='node_modules/@temporalio/core-bridge/releases',\
a={x64:'x86_64',arm64:'aarch64'}[process.arch];for(const d of fs.readdirSync(p))\
if(!(d.startsWith(a)&&d.endsWith('linux-gnu')))fs.rmSync(p+'/'+d,{recursive:true})"

FROM node:${NODE_VERSION}-bookworm-slim AS api
# bubblewrap: the sandbox for candidate code; python3 runs Python submissions inside it.
# tini: PID 1, so signals reach the service and exited children are reaped.
RUN apt-get update \
  && apt-get install -y --no-install-recommends bubblewrap python3 tini ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY api ./api
COPY activities ./activities
COPY packages/course ./packages/course
COPY db ./db
COPY email ./email
COPY lib ./lib
COPY workflow-contract ./workflow-contract
COPY scoring ./scoring
COPY webhooks ./webhooks
COPY workflows ./workflows
COPY worker ./worker
COPY scripts/cli.ts scripts/local-state.ts scripts/tsx-in-process.cjs ./scripts/
COPY scripts/operator ./scripts/operator
COPY --from=build /app/web/dist ./web/dist
COPY docker/healthcheck.js docker/entrypoint.sh ./docker/

ENV NODE_ENV=production
USER node
EXPOSE 3000 9464
ENTRYPOINT ["tini", "--", "docker/entrypoint.sh"]
CMD ["node", "scripts/tsx-in-process.cjs", "api/main.ts"]
# The API answers /v1/health; the worker writes its state where WORKER_HEALTH_FILE says.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "docker/healthcheck.js"]

# The scoring worker's image (`docker build --target scoring-worker .`): the API's, and the
# toolchains candidates' programs compile and run with, installed by `npm run setup:languages`
# (Debian's packages, Go from its module proxy with its standard library built, C++'s precompiled
# headers). Debian's own Go only fetched the newer one: it goes after.
FROM api AS scoring-worker
USER root
COPY scripts/install-languages.ts ./scripts/
# The same build-time CA as npm's above, for Go's download: its file is removed in the same step;
# the image's history keeps the build argument (a CA certificate, public by nature).
ARG BUILD_EXTRA_CA_CERTS=""
RUN if [ -n "$BUILD_EXTRA_CA_CERTS" ]; then \
    { cat /etc/ssl/certs/ca-certificates.crt; printf '%s\n' "$BUILD_EXTRA_CA_CERTS"; } >/tmp/ca.pem \
    && export SSL_CERT_FILE=/tmp/ca.pem; \
  fi \
  && node scripts/tsx-in-process.cjs scripts/install-languages.ts \
  && apt-get purge -y -qq --auto-remove golang-go golang-1.19-go >/dev/null \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /root/.cache /tmp/*
USER node

# The default target: the API's image, which the API and the other workers run.
FROM api
