import type { Row } from '../../../dataProvider/listCache';

/** A category or brand form as sent: the image file when one was chosen, the kept URL otherwise. */
export function imageFormBody(data: Row): Row {
  const body: Row = { ...data };
  delete body.id;
  delete body._id;
  delete body.createdAt;
  const image = body.image;
  if (typeof image === 'object' && image !== null && 'rawFile' in image) {
    body.file = image;
    delete body.image;
  } else if (typeof image !== 'string') {
    body.image = ''; // removed: the server clears it
  }
  return body;
}
