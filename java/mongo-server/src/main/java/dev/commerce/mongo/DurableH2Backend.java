package dev.commerce.mongo;

import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import org.h2.mvstore.MVStore;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The H2 (MVStore) backend with acknowledged writes on disk.
 *
 * <p>Stock {@code H2Backend(fileName)} opens the MVStore with its default background commit (about once
 * a second), so a write is answered while it exists only in the JVM's heap: a {@code kill -9} or a crash
 * loses the last second of acknowledged writes. Here the store is opened with auto-commit off, and every
 * command that changed something is committed (a new MVStore chunk written) and the file forced to the
 * device before the reply leaves: the reply is sent by the caller of {@link #handleCommand} only after it
 * returns.
 *
 * <p>Commands run under the shared side of a read/write lock and a commit takes the exclusive side, so a
 * commit never captures a command half-applied (a document stored but its unique-index entry not yet):
 * after a crash the store holds whole commands only. Commands arriving while a commit runs wait for it;
 * whoever commits first takes every change made so far, so concurrent writers share one fsync (group
 * commit).
 */
final class DurableH2Backend extends H2Backend {

    /** Housekeeping runs at most this often, and only when live data fills less than the target. */
    private static final long HOUSEKEEPING_INTERVAL_NANOS = 1_000_000_000L;
    private static final int TARGET_FILL_PERCENT = 80;
    private static final int HOUSEKEEPING_WRITE_BYTES = 4 << 20;

    private final MVStore store;
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private long lastHousekeeping = System.nanoTime();

    private DurableH2Backend(MVStore store) {
        super(store);
        this.store = store;
    }

    static DurableH2Backend open(String fileName) throws IOException {
        MVStore store = new MVStore.Builder().fileName(fileName).autoCommitDisabled().open();
        // The file is every database in clear, and the server checks no credentials: only its owner reads it.
        Files.setPosixFilePermissions(Path.of(fileName), PosixFilePermissions.fromString("rw-------"));
        // MVStore keeps the space of dead chunks for 45 s by default, in case the file system has not
        // flushed their successors yet; with a chunk per write the file would grow by 45 s of writes.
        // Here every commit is synced before the next one starts, so a dead chunk is never needed again.
        store.setRetentionTime(0);
        return new DurableH2Backend(store);
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        boolean unsaved;
        lock.readLock().lock();
        try {
            return super.handleCommand(channel, databaseName, command, query);
        } finally {
            // Decided while no commit can run: a commit holds the exclusive side from before its chunk is
            // written until after the sync, so "nothing unsaved" here means this command's changes (if any)
            // are already on the device. Asked after unlocking, it could see another thread's commit
            // written but not yet synced.
            unsaved = store.hasUnsavedChanges();
            lock.readLock().unlock();
            // Nested calls (a command that runs another) commit once, when the outermost one ends; a
            // thread still holding the shared side must not ask for the exclusive one.
            if (unsaved && lock.getReadHoldCount() == 0) {
                commitAndSync();
            }
        }
    }

    private void commitAndSync() {
        lock.writeLock().lock();
        try {
            if (store.hasUnsavedChanges()) {
                store.commit();
                store.sync();
            }
            compactNowAndThen();
        } finally {
            lock.writeLock().unlock();
        }
    }

    /**
     * The background thread that would compact the store is off with auto-commit, and a chunk per write
     * leaves most chunks holding a page or two still in use: without this the file grows by tens of KB per
     * write (1.2 GB after two minutes of small inserts). Rewriting the live pages of sparse chunks lets
     * whole chunks die, and a later commit frees their space for reuse. Runs under the exclusive lock, so
     * the commit it needs holds whole commands only.
     */
    private void compactNowAndThen() {
        long now = System.nanoTime();
        if (now - lastHousekeeping < HOUSEKEEPING_INTERVAL_NANOS) {
            return;
        }
        lastHousekeeping = now;
        if (store.compact(TARGET_FILL_PERCENT, HOUSEKEEPING_WRITE_BYTES)) {
            store.commit();
            store.sync();
        }
    }
}
