# docker compose: the gateway service, and who may purge: the gateway only (its fixed address on the
# stack's network, see docker-compose.yml). Clients arrive through the published port from the network's
# gateway address, which is not in the list.
backend default {
  .host = "gateway";
  .port = "4000";
  .first_byte_timeout = 15s;
}

acl purgers {
  "localhost";
  "172.28.0.40";
}
