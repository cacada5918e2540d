"""A real SMTP server for tests (aiosmtpd): accepts every message on 127.0.0.1, port 0, and prints one
JSON line per message on stdout (envelope, headers, text and HTML parts decoded by Python's email
package), after a first line `PORT <n>`. Stops on SIGTERM or when stdin closes."""
import asyncio
import json
import sys
import time
from email import policy
from email.parser import BytesParser

from aiosmtpd.smtp import SMTP


class Recorder:
    async def handle_DATA(self, server, session, envelope):
        message = BytesParser(policy=policy.default).parsebytes(envelope.original_content or envelope.content)
        text = message.get_body(preferencelist=("plain",))
        html = message.get_body(preferencelist=("html",))
        record = {
            "acceptedAt": time.time() * 1000,
            "mailFrom": envelope.mail_from,
            "rcptTos": list(envelope.rcpt_tos),
            "from": str(message.get("From", "")),
            "to": str(message.get("To", "")),
            "subject": str(message.get("Subject", "")),
            "messageId": str(message.get("Message-ID", "")),
            "kind": str(message.get("X-Message-Kind", "")),
            "deliveryId": str(message.get("X-Delivery-Id", "")),
            "text": text.get_content() if text is not None else None,
            "html": html.get_content() if html is not None else None,
        }
        sys.stdout.write(json.dumps(record) + "\n")
        sys.stdout.flush()
        return "250 Message accepted for delivery"


async def main():
    loop = asyncio.get_running_loop()
    recorder = Recorder()
    server = await loop.create_server(lambda: SMTP(recorder, hostname="localhost"), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    sys.stdout.write(f"PORT {port}\n")
    sys.stdout.flush()
    # Ends when the parent closes our stdin (or dies).
    await loop.run_in_executor(None, sys.stdin.read)
    server.close()


asyncio.run(main())
