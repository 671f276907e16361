# One image for the API and the worker; docker-compose.yml picks the command.
FROM node:20.20-bookworm-slim

# bubblewrap: the sandbox for candidate code. python3: runs Python submissions inside it.
RUN apt-get update \
  && apt-get install -y --no-install-recommends bubblewrap python3 ca-certificates \
  && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .

ENV NODE_ENV=production
USER node
EXPOSE 3000
CMD ["npm", "run", "start:api"]
