"""Validates an OpenID Connect ID token the way an authlib relying party does (CodeIDToken).

Reads {id_token, issuer, client_id, nonce, access_token, jwks_uri} as JSON on stdin, fetches the JWKS,
and prints the validated claims as JSON; exits non-zero when validation fails.
"""
import json
import sys
import urllib.request
import warnings

warnings.simplefilter("ignore")

from authlib.jose import JsonWebKey, jwt  # noqa: E402
from authlib.oidc.core import CodeIDToken  # noqa: E402

given = json.load(sys.stdin)
with urllib.request.urlopen(given["jwks_uri"]) as response:
    keys = JsonWebKey.import_key_set(json.load(response))
claims = jwt.decode(
    given["id_token"],
    keys,
    claims_cls=CodeIDToken,
    claims_options={
        "iss": {"essential": True, "value": given["issuer"]},
        "aud": {"essential": True, "value": given["client_id"]},
    },
    claims_params={
        "nonce": given["nonce"],
        "client_id": given["client_id"],
        "access_token": given["access_token"],
    },
)
claims.validate()
print(json.dumps(dict(claims)))
