import type { EventBus, Subscription } from '../../../platform/events';
import { serviceCaller } from '../../../platform/identity/caller';
import type { Logger } from '../../../platform/logging';
import { checkImage, makeThumbnails, parseImageKey, thumbnailKey } from '../../../platform/media/images';
import type { ObjectStore } from '../../../platform/objects';
import type { CatalogService } from '../services/catalog-service';

export interface ImageProcessingOptions {
  bus: EventBus;
  store: ObjectStore;
  catalog: CatalogService;
  logger: Logger;
  maxPixels: number;
  /** Where clients load a stored object from. */
  urlOf: (key: string) => string;
}

/**
 * The object-created notification's consumer (REQ-EVT-3: "a file is uploaded under an image prefix with an
 * image suffix → thumbnail generation; an indexing message with original and thumbnail locations"): for an
 * object under `images/products/<product>/` ending in .jpg, .png or .webp, it checks the image again (a
 * notification may come from a bucket written by others), writes its thumbnails, and attaches it to the
 * product, whose update carries the indexing message (ProductImageIndexed). Other objects are ignored, and
 * so is an image that is not one (logged): retrying would not change the bytes.
 */
export function startImageProcessing(options: ImageProcessingOptions): Subscription {
  const { store, catalog, logger, maxPixels, urlOf } = options;
  return options.bus.subscribe('catalog-images', ['ObjectCreated'], async (event) => {
    const data = event.data as { key?: unknown; alt?: unknown };
    const key = typeof data.key === 'string' ? data.key : '';
    const target = parseImageKey(key);
    if (!target) return;
    const object = await store.get(key);
    if (!object) {
      logger.warn({ key, eventId: event.id }, 'object-created notification for a missing object');
      return;
    }
    let made;
    try {
      await checkImage(object.body, { maxPixels });
      // A header can be sound while the rest is not (truncated data): decoding is the last check.
      made = await makeThumbnails(object.body, { maxPixels });
    } catch (error) {
      logger.warn(
        { key, eventId: event.id, err: error },
        'object under the image prefix is not an image we take',
      );
      return;
    }
    const thumbnails = [];
    for (const thumbnail of made) {
      const thumbKey = thumbnailKey(target.productId, target.name, thumbnail.width);
      await store.put(thumbKey, thumbnail.body, 'image/webp');
      thumbnails.push({
        width: thumbnail.width,
        height: thumbnail.height,
        key: thumbKey,
        url: urlOf(thumbKey),
        location: store.location(thumbKey),
      });
    }
    const attached = await catalog.attachUploadedImage(
      serviceCaller('catalog-images', event.id),
      target.productId,
      {
        key,
        url: urlOf(key),
        location: store.location(key),
        alt: typeof data.alt === 'string' ? data.alt : null,
        thumbnails,
      },
    );
    if (!attached)
      logger.warn({ key, productId: target.productId }, 'image uploaded for a product that does not exist');
  });
}
