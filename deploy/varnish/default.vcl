vcl 4.1;
# The edge cache in front of the gateway (Varnish 7.1 with varnish-modules' xkey).
#
# What it stores is decided by the gateway's Cache-Control (`s-maxage` for shared caches, `private` and
# `no-store` never stored): public catalog reads (REST products, product and search) to anonymous
# callers. Anything sent with a credential passes straight through, unstored, so rate limits, usage and
# personal answers stay the gateway's. The gateway tags answers with surrogate keys (`xkey`) and purges
# them with `PURGE` + `xkey-purge: <keys>` when products change; only addresses in the `purgers` ACL may.
#
# site.vcl (found on vcl_path) names the gateway backend and the `purgers` ACL of a deployment:
# deploy/varnish/site.vcl for docker compose; the tests write their own.

import xkey;

include "site.vcl";

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "Send the surrogate keys to purge in xkey-purge"));
    }
    set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.x-purged));
  }
  # graphql-ws: the socket goes to the gateway as it is.
  if (req.http.upgrade ~ "(?i)websocket") {
    return (pipe);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A credential makes the answer the caller's: never answered from, nor stored in, the shared cache.
  if (req.http.authorization || req.http.x-api-key || req.http.cookie) {
    return (pass);
  }
  # Only the vendor media type changes an answer (API version negotiation); every other Accept gets the
  # same JSON, so one stored variant serves all of them (the gateway answers `Vary: Accept`).
  if (req.http.accept !~ "application/vnd\.") {
    unset req.http.accept;
  }
  return (hash);
}

sub vcl_pipe {
  if (req.http.upgrade) {
    set bereq.http.upgrade = req.http.upgrade;
    set bereq.http.connection = req.http.connection;
  }
}

sub vcl_backend_response {
  # Rate-limit headers describe the one caller whose request filled the cache, not later ones.
  if (beresp.ttl > 0s) {
    unset beresp.http.x-ratelimit-limit;
    unset beresp.http.x-ratelimit-remaining;
    unset beresp.http.x-ratelimit-reset;
  }
  # No grace: a purged or expired answer is fetched again, never served stale.
  set beresp.grace = 0s;
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.x-cache = "HIT";
  } else {
    set resp.http.x-cache = "MISS";
  }
  # The keys are for purging here; a CDN further out reads Surrogate-Key.
  unset resp.http.xkey;
}
