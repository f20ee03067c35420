import {
  DeleteObjectsCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { checkObjectKey, type ObjectStore, type StoredObject } from './object-store';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  prefix: string;
  forcePathStyle: boolean;
}

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests). Every API process talks to the same
 * bucket, so an upload answered by one process is served by any other. Without keys the SDK's own chain is used
 * (environment, instance role).
 */
export class S3Store implements ObjectStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      ...(options.endpoint && { endpoint: options.endpoint }),
      ...(options.accessKeyId &&
        options.secretAccessKey && {
          credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        }),
    };
    this.client = new S3Client(config);
  }

  private keyOf(key: string): string {
    return `${this.options.prefix}${checkObjectKey(key)}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key), Body: body, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
      const bytes = await found.Body?.transformToByteArray();
      if (!bytes) return null;
      return { body: Buffer.from(bytes), contentType: found.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((key) => ({ Key: this.keyOf(key) })), Quiet: true },
      }),
    );
  }

  /** Closes the SDK's connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
