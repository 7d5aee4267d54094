import { Injectable } from '@nestjs/common';
import { DownloadClientUnavailableError, ReleaseGrabber, type GrabResult } from '../download/release-grabber';

/** Used until a download module provides the real grabber: every grab waits in pending. */
@Injectable()
export class NoDownloadClient extends ReleaseGrabber {
  grab(): Promise<GrabResult> {
    return Promise.reject(new DownloadClientUnavailableError('No download client is available'));
  }
}
