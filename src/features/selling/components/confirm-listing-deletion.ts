import { alertController } from '@ionic/core/components';
import { defineCustomElement as defineAlert } from '@ionic/core/components/ion-alert.js';
import './confirm-listing-deletion.css';

/**
 * Ionic's alert, asking before a listing is deleted (spec: "product delete also asks for confirmation").
 * Taken from @ionic/core directly so only this page's chunk carries it, not the first page.
 */
export async function confirmListingDeletion(productName: string): Promise<boolean> {
  defineAlert();
  const alert = await alertController.create({
    header: 'Delete this product?',
    message: `“${productName}” will be removed from Shutterswap. This cannot be undone.`,
    cssClass: 'listing-delete-alert',
    buttons: [
      { text: 'Cancel', role: 'cancel' },
      { text: 'Delete', role: 'confirm', cssClass: 'listing-delete-alert__confirm' },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'confirm';
}
