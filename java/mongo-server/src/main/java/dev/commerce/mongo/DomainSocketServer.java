package dev.commerce.mongo;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.wire.MongoDatabaseHandler;
import de.bwaldvogel.mongo.wire.MongoExceptionHandler;
import de.bwaldvogel.mongo.wire.MongoWireMessageEncoder;
import de.bwaldvogel.mongo.wire.MongoWireProtocolHandler;
import de.bwaldvogel.mongo.wire.MongoWireReplyEncoder;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioServerDomainSocketChannel;
import io.netty.util.concurrent.GlobalEventExecutor;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * mongo-java-server on a Unix domain socket instead of TCP.
 *
 * <p>mongo-java-server has no authentication (no {@code saslStart}, no users): anyone who can open a
 * connection has every database. On TCP, even bound to 127.0.0.1, that is every local user and every
 * local process. A socket file is guarded by the kernel's file permissions instead: it is created inside
 * a directory only its owner may enter (mode 0700, checked here before binding, so a wrong path fails
 * closed), and the socket itself is mode 0600. Other users (except root) cannot connect.
 *
 * <p>{@code MongoServer.bind} is TCP only, so this builds the same Netty pipeline on JDK domain sockets
 * (Java 16+, no native library).
 */
final class DomainSocketServer {

    private final MongoBackend backend;
    private final Path path;
    private final EventLoopGroup boss;
    private final EventLoopGroup workers;
    private final Channel channel;

    private DomainSocketServer(MongoBackend backend, Path path) {
        this.backend = backend;
        this.path = path;
        this.boss = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
        this.workers = new MultiThreadIoEventLoopGroup(NioIoHandler.newFactory());
        ChannelGroup channels = new DefaultChannelGroup("mongodb-channels", GlobalEventExecutor.INSTANCE);
        this.channel = new ServerBootstrap()
            .group(boss, workers)
            .channel(NioServerDomainSocketChannel.class)
            .childHandler(new ChannelInitializer<Channel>() {
                @Override
                protected void initChannel(Channel ch) {
                    ch.pipeline().addLast(new MongoWireReplyEncoder());
                    ch.pipeline().addLast(new MongoWireMessageEncoder());
                    ch.pipeline().addLast(new MongoWireProtocolHandler());
                    ch.pipeline().addLast(new MongoDatabaseHandler(backend, channels));
                    ch.pipeline().addLast(new MongoExceptionHandler());
                }
            })
            .bind(UnixDomainSocketAddress.of(path))
            .syncUninterruptibly()
            .channel();
    }

    static DomainSocketServer bind(MongoBackend backend, Path path) throws IOException {
        requirePrivateDirectory(path.toAbsolutePath().getParent());
        removeStaleSocket(path);
        DomainSocketServer server = new DomainSocketServer(backend, path);
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rw-------"));
        return server;
    }

    private static void requirePrivateDirectory(Path directory) throws IOException {
        Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(directory, LinkOption.NOFOLLOW_LINKS);
        for (PosixFilePermission permission : permissions) {
            if (!permission.name().startsWith("OWNER_")) {
                throw new IOException("the socket directory " + directory + " is open to other users ("
                    + PosixFilePermissions.toString(permissions) + "); it must be mode 0700");
            }
        }
        String owner = Files.getOwner(directory, LinkOption.NOFOLLOW_LINKS).getName();
        String me = System.getProperty("user.name");
        if (!owner.equals(me)) {
            throw new IOException("the socket directory " + directory + " belongs to " + owner + ", not " + me);
        }
    }

    /** A server killed with SIGKILL leaves its socket file behind; one that still answers is left alone. */
    private static void removeStaleSocket(Path path) throws IOException {
        if (!Files.exists(path, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (SocketChannel probe = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            probe.connect(UnixDomainSocketAddress.of(path));
            throw new IOException("another server is listening on " + path);
        } catch (java.net.SocketException nobodyListens) {
            Files.delete(path);
        }
    }

    String describe() {
        return "unix:" + path.toAbsolutePath();
    }

    void shutdown() {
        channel.close().syncUninterruptibly();
        boss.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
        workers.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
        backend.close();
        try {
            Files.deleteIfExists(path);
        } catch (IOException ignored) {
            // The directory is private and removed by the parent; a leftover file there harms nobody.
        }
    }
}
