package dev.commerce.mongo;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs mongo-java-server for the project's embedded MongoDB.
 *
 * <p>Arguments: {@code --socket PATH} (a Unix domain socket, in a directory of mode 0700; no TCP port
 * at all), else {@code --port N} (0 picks a free port) and {@code --host H} (default 127.0.0.1);
 * {@code --store memory|<path of an H2 file>} (default memory; a file store acknowledges a write only once
 * it is on disk, see {@link DurableH2Backend}); {@code --oplog} (enables the basic change streams; off by
 * default because an open watch() costs CPU while idle).
 *
 * <p>Prints exactly one line {@code LISTENING <host>:<port>} (or {@code LISTENING unix:<path>}) on stdout
 * once connections are accepted, so the Node side can wait for it. It exits when its stdin closes: the parent process holds the pipe,
 * so a parent that dies (even with SIGKILL) never leaves an orphaned server behind.
 */
public final class Launcher {

    /**
     * mongo-java-server reports wire version 8 by default; MongoDB Node driver 7 refuses anything below 9.
     * The server's behaviour does not change with the number; only the handshake does.
     */
    private static final MongoVersion REPORTED_VERSION = new MongoVersion() {
        @Override
        public List<Integer> getVersionArray() {
            return List.of(7, 0, 0);
        }

        @Override
        public int getWireVersion() {
            return 21;
        }
    };

    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        String host = "127.0.0.1";
        int port = 0;
        String socket = null;
        String store = "memory";
        boolean oplog = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--port" -> port = Integer.parseInt(args[++i]);
                case "--host" -> host = args[++i];
                case "--socket" -> socket = args[++i];
                case "--store" -> store = args[++i];
                case "--oplog" -> oplog = true;
                default -> {
                    System.err.println("unknown argument: " + args[i]
                            + " (expected --socket PATH | --port N --host H, --store memory|<file>, --oplog)");
                    System.exit(2);
                }
            }
        }

        MongoBackend backend = "memory".equals(store) ? new MemoryBackend() : DurableH2Backend.open(store);
        backend.version(REPORTED_VERSION);
        if (oplog) {
            backend.enableOplog();
        }
        Runnable shutdown;
        String listening;
        if (socket != null) {
            DomainSocketServer server = DomainSocketServer.bind(backend, Path.of(socket));
            shutdown = server::shutdown;
            listening = server.describe();
        } else {
            MongoServer server = new MongoServer(backend);
            server.bind(host, port);
            InetSocketAddress address = server.getLocalAddress();
            shutdown = server::shutdownNow;
            listening = address.getHostString() + ":" + address.getPort();
        }
        Runnable once = new Runnable() {
            private boolean done;

            @Override
            public synchronized void run() {
                if (!done) {
                    done = true;
                    shutdown.run();
                }
            }
        };
        Runtime.getRuntime().addShutdownHook(new Thread(once));
        System.out.println("LISTENING " + listening);
        System.out.flush();

        waitForStdinToClose();
        once.run();
        System.exit(0);
    }

    private static void waitForStdinToClose() {
        InputStream in = System.in;
        byte[] buffer = new byte[256];
        try {
            while (in.read(buffer) != -1) {
                // Anything written is ignored; only end-of-stream matters.
            }
        } catch (IOException closed) {
            // A broken pipe means the parent is gone, which is the same signal.
        }
    }
}
