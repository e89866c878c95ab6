import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { bodyOf, errorBody, sendError, shim } from '../../http/rest';
import { AVATAR_MAX_BYTES } from '../../contracts/account';
import { publicUser } from '../auth';
import { readAvatar, saveAvatar, tooLarge } from './avatar.service';
import { exportAccountData } from './export.service';
import { completeTwoFactorLogin } from './two-factor.service';

/** Raw image bodies up to 2 MB; a larger body is answered with the avatar hint. */
const rawImage = [
  express.raw({ type: () => true, limit: AVATAR_MAX_BYTES }),
  (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if ((err as { type?: string })?.type === 'entity.too.large') {
      res.status(413).json(errorBody(tooLarge().message));
      return;
    }
    next(err);
  },
];

/** REST: second login step, account export, avatar upload and download. */
export function mountAccountRest(router: Router): void {
  router.post('/auth/login/2fa', shim(async (ctx, req) => publicUser(await completeTwoFactorLogin(ctx, bodyOf(req)))));

  router.get('/account/export', shim(async (ctx, _req, res) => {
    const data = await exportAccountData(ctx);
    res.setHeader('Content-Disposition', `attachment; filename="mawingu-account-${data.user.username}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    return data;
  }));

  router.post('/account/avatar', ...rawImage, shim(async (ctx, req) => publicUser(await saveAvatar(ctx, req.get('content-type'), req.body))));

  router.get('/account/avatar/:userId', async (req: Request, res: Response) => {
    try {
      const { data, mime } = await readAvatar(req.ctx!, String(req.params.userId));
      res.setHeader('Content-Type', mime);
      res.setHeader('Cache-Control', 'private, max-age=86400');
      res.setHeader('Content-Security-Policy', "default-src 'none'");
      res.send(data);
    } catch (e) {
      sendError(res, e);
    }
  });
}
