// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTableView;

namespace headroom {

// Sizes each column of `view` to its header and to the display text of at most `sampleRows` rows spread evenly over
// the model (the first and the last included). QTableView::resizeColumnsToContents() asks the delegate about every
// row while the view is hidden: most of a second on 10,000 measurements; a sample of 200 costs a few milliseconds.
void fitColumnsToSample(QTableView* view, int sampleRows = 200);

} // namespace headroom
