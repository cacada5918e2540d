# One image for every service of the supergraph; docker-compose.yml chooses each container's entry point
# (subgraphs/<name>/main.ts or gateway/main.ts), all run through tsx as in development.
# The web app (portal/, docs/portal.md) is built with the dev dependencies (Vite, React, GraphiQL) in a
# stage of its own; the image keeps only portal/dist.
FROM node:20-bookworm-slim AS web
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx tsx scripts/build-portal.ts --force

FROM node:20-bookworm-slim

WORKDIR /app

# Dependencies first, so a code change does not reinstall them. tsx is a runtime dependency.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

COPY . .
COPY --from=web /app/portal/dist ./portal/dist

ENV NODE_ENV=production \
    HOST=0.0.0.0
# The local media store (MEDIA_LOCAL_DIR): a volume mounted here starts with this owner.
RUN mkdir -p /app/.data/media && chown -R node:node /app/.data
USER node
EXPOSE 4000 4001 50051

CMD ["node", "--import", "tsx", "gateway/main.ts"]
