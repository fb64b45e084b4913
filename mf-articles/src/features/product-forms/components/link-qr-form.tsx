/**
 * 'QR code koppelen' (spec 001 §2.4, §5): a code read by the camera (rear camera) or typed
 * by hand is linked to the product. Empty: 'Scan een code of vul deze handmatig in'. The
 * api answers 'Er is geen product gevonden om de QR code te koppelen' or 'Hulpmiddel niet
 * gevonden' when the product cannot take a code, and names a code that is already linked
 * elsewhere. A decoded code is sent at once; a typed one with 'Koppelen'.
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { Button, FlashMessage, ScanIcon, StatusPanel, TextField } from '@portal/shared/ui';
import { BarcodeScanner } from '@portal/shared/ui/scanner';
import { useRef, useState } from 'react';
import { useLinkQrCode } from '../api/link-qr-code';
import { ProductActionForm, useProductAction } from './product-action-form';

const IDS = { barcode: 'articles-qr-barcode' };

export function LinkQrForm({
  details,
  onSubmitted,
}: {
  details: TProductDetails;
  onSubmitted: () => void;
}) {
  const [barcode, setBarcode] = useState('');
  const [isCameraOn, setIsCameraOn] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const lastCameraCode = useRef<string | null>(null);
  const mutation = useLinkQrCode();
  const ruleFor = (code: string) => (code.trim() === '' ? TEXTS.messages.scanOrEnterCode : null);
  const action = useProductAction(mutation.mutateAsync, onSubmitted, { barcode: ruleFor(barcode) });

  if (details.hasBarcode) {
    return <StatusPanel type="inline-error" message={TEXTS.messages.noProductToLink} />;
  }

  async function send(code: string) {
    // why: a decoded code is sent before the typed value (the rule's input) has changed.
    await action.form.submit({
      hasErrors: Boolean(ruleFor(code)),
      request: () => ({ barcode: code.trim(), productId: details.productId }),
    });
  }

  function onDecode(code: string) {
    const trimmed = code.trim();
    // why: the reader reports the same code again every 500 ms while it is in view.
    if (trimmed === '' || trimmed === lastCameraCode.current) return;
    lastCameraCode.current = trimmed;
    setBarcode(trimmed);
    setIsCameraOn(false);
    void send(trimmed);
  }

  return (
    <ProductActionForm
      action={action}
      ids={IDS}
      labels={{ barcode: TEXTS.form.barcode }}
      submitLabel={TEXTS.form.link}
      onSubmit={() => send(barcode)}
    >
      <div className="ui-scan-panel__camera">
        {isCameraOn ? (
          <BarcodeScanner
            onDecode={onDecode}
            formats="qr"
            onError={(message) => {
              setCameraError(message);
              setIsCameraOn(false);
            }}
          />
        ) : null}
        {!isCameraOn && cameraError ? <FlashMessage type="warning" message={cameraError} /> : null}
        <Button
          variant={isCameraOn ? 'secondary' : 'primary'}
          icon={<ScanIcon />}
          aria-pressed={isCameraOn}
          isBlock
          onClick={() => {
            lastCameraCode.current = null;
            setCameraError(null);
            setIsCameraOn((isOn) => !isOn);
          }}
        >
          {isCameraOn ? MESSAGES.cameraStop : MESSAGES.cameraStart}
        </Button>
      </div>
      <TextField
        id={IDS.barcode}
        label={TEXTS.form.barcode}
        hint={TEXTS.form.barcodeHint}
        name="barcode"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={100}
        value={barcode}
        error={action.errors.barcode}
        onChange={(event) => setBarcode(event.target.value)}
      />
    </ProductActionForm>
  );
}
